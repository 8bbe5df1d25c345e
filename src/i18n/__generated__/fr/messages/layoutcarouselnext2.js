/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselnext2Inputs */

const fr_layoutcarouselnext2 = /** @type {(inputs: Layoutcarouselnext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant`)
};

/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutcarouselnext2 = fr_layoutcarouselnext2;
export { layoutcarouselnext2 as "layoutCarouselNext" }