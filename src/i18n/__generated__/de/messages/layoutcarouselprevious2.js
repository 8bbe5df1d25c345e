/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselprevious2Inputs */

const de_layoutcarouselprevious2 = /** @type {(inputs: Layoutcarouselprevious2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutcarouselprevious2 = de_layoutcarouselprevious2;
export { layoutcarouselprevious2 as "layoutCarouselPrevious" }