/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystateavailable3Inputs */

const sv_tiledeliverystateavailable3 = /** @type {(inputs: Tiledeliverystateavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln finns i lager`)
};

/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliverystateavailable3 = sv_tiledeliverystateavailable3;
export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" }