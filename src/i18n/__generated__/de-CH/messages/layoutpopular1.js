/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpopular1Inputs */

const de_ch2_layoutpopular1 = /** @type {(inputs: Layoutpopular1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebte Artikel`)
};

/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutpopular1 = de_ch2_layoutpopular1;
export { layoutpopular1 as "layoutPopular" }