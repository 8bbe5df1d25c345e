/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselof2Inputs */

const cs_layoutcarouselof2 = /** @type {(inputs: Layoutcarouselof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z`)
};

/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutcarouselof2 = cs_layoutcarouselof2;
export { layoutcarouselof2 as "layoutCarouselOf" }