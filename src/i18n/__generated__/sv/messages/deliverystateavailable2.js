/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystateavailable2Inputs */

const sv_deliverystateavailable2 = /** @type {(inputs: Deliverystateavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln finns i lager`)
};

/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliverystateavailable2 = sv_deliverystateavailable2;
export { deliverystateavailable2 as "deliveryStateAvailable" }