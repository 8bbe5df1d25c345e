/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutskiplinks2Inputs */

const de_ch2_layoutskiplinks2 = /** @type {(inputs: Layoutskiplinks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprunglinks`)
};

/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutskiplinks2 = de_ch2_layoutskiplinks2;
export { layoutskiplinks2 as "layoutSkipLinks" }