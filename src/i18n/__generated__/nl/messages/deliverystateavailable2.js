/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystateavailable2Inputs */

const nl_deliverystateavailable2 = /** @type {(inputs: Deliverystateavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel beschikbaar`)
};

/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const deliverystateavailable2 = nl_deliverystateavailable2;
export { deliverystateavailable2 as "deliveryStateAvailable" }