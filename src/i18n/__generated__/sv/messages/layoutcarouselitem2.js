/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselitem2Inputs */

const sv_layoutcarouselitem2 = /** @type {(inputs: Layoutcarouselitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objekt`)
};

/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutcarouselitem2 = sv_layoutcarouselitem2;
export { layoutcarouselitem2 as "layoutCarouselItem" }