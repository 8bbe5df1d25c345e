/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const sv_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Föregående`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = sv_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }