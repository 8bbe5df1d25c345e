/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselitem2Inputs */

const fr_layoutcarouselitem2 = /** @type {(inputs: Layoutcarouselitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément`)
};

/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutcarouselitem2 = fr_layoutcarouselitem2;
export { layoutcarouselitem2 as "layoutCarouselItem" }