/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselof2Inputs */

const fr_layoutcarouselof2 = /** @type {(inputs: Layoutcarouselof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur`)
};

/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutcarouselof2 = fr_layoutcarouselof2;
export { layoutcarouselof2 as "layoutCarouselOf" }