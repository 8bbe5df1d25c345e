/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselnext2Inputs */

const cs_layoutcarouselnext2 = /** @type {(inputs: Layoutcarouselnext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další`)
};

/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutcarouselnext2 = cs_layoutcarouselnext2;
export { layoutcarouselnext2 as "layoutCarouselNext" }