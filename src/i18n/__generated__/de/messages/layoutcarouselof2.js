/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselof2Inputs */

const de_layoutcarouselof2 = /** @type {(inputs: Layoutcarouselof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von`)
};

/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutcarouselof2 = de_layoutcarouselof2;
export { layoutcarouselof2 as "layoutCarouselOf" }