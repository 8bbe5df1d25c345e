/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const fr_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédent`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = fr_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }