/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const sk_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar je možné dodať`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = sk_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }