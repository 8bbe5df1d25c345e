/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselnext2Inputs */

const sv_layoutcarouselnext2 = /** @type {(inputs: Layoutcarouselnext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa`)
};

/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutcarouselnext2 = sv_layoutcarouselnext2;
export { layoutcarouselnext2 as "layoutCarouselNext" }