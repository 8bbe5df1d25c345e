/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const fr_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`livrable avant Pâques`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = fr_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }