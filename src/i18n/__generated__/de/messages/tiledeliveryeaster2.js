/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const de_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieferbar bis Ostern`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = de_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }