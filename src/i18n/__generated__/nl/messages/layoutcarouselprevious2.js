/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const nl_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = nl_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }