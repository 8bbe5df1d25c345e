/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystatedelayed3Inputs */

const de_tiledeliverystatedelayed3 = /** @type {(inputs: Tiledeliverystatedelayed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel lieferbar`)
};

/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tiledeliverystatedelayed3 = de_tiledeliverystatedelayed3;
export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" }