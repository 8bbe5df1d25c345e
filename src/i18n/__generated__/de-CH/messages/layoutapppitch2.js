/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const de_ch2_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schneller einkaufen, exklusive Angebote.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = de_ch2_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }