/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselitem2Inputs */

const nl_layoutcarouselitem2 = /** @type {(inputs: Layoutcarouselitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutcarouselitem2 = nl_layoutcarouselitem2;
export { layoutcarouselitem2 as "layoutCarouselItem" }