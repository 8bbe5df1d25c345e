/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselof2Inputs */

const sv_layoutcarouselof2 = /** @type {(inputs: Layoutcarouselof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`av`)
};

/**

* @param {Layoutcarouselof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutcarouselof2 = sv_layoutcarouselof2;
export { layoutcarouselof2 as "layoutCarouselOf" }