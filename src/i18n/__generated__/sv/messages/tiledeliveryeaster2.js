/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const sv_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`levereras före påsk`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = sv_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }