/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const cs_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Předchozí`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = cs_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }