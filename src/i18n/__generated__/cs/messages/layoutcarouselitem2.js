/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselitem2Inputs */

const cs_layoutcarouselitem2 = /** @type {(inputs: Layoutcarouselitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Položka`)
};

/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutcarouselitem2 = cs_layoutcarouselitem2;
export { layoutcarouselitem2 as "layoutCarouselItem" }