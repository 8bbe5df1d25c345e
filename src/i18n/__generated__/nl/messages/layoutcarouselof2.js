/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselof2Inputs */

const nl_layoutcarouselof2 = /** @type {(inputs: Layoutcarouselof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`van`)
};

/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutcarouselof2 = nl_layoutcarouselof2;
export { layoutcarouselof2 as "layoutCarouselOf" }