/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselitem2Inputs */

const sk_layoutcarouselitem2 = /** @type {(inputs: Layoutcarouselitem2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Položka`)
};

/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutcarouselitem2 = sk_layoutcarouselitem2;
export { layoutcarouselitem2 as "layoutCarouselItem" }