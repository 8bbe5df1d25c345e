/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutcarouselnext2Inputs */

const sk_layoutcarouselnext2 = /** @type {(inputs: Layoutcarouselnext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďalšie`)
};

/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutcarouselnext2 = sk_layoutcarouselnext2;
export { layoutcarouselnext2 as "layoutCarouselNext" }