/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const sk_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predchádzajúce`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = sk_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }