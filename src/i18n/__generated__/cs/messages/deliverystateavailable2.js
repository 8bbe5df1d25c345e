/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystateavailable2Inputs */

const cs_deliverystateavailable2 = /** @type {(inputs: Deliverystateavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží skladem`)
};

/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliverystateavailable2 = cs_deliverystateavailable2;
export { deliverystateavailable2 as "deliveryStateAvailable" }