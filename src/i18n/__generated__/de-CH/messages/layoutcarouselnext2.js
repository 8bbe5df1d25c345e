/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselnext2Inputs */

const de_ch2_layoutcarouselnext2 = /** @type {(inputs: Layoutcarouselnext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutcarouselnext2 = de_ch2_layoutcarouselnext2;
export { layoutcarouselnext2 as "layoutCarouselNext" }