/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystateavailable2Inputs */

const sk_deliverystateavailable2 = /** @type {(inputs: Deliverystateavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar na sklade`)
};

/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliverystateavailable2 = sk_deliverystateavailable2;
export { deliverystateavailable2 as "deliveryStateAvailable" }