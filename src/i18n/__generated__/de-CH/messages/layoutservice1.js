/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutservice1Inputs */

const de_ch2_layoutservice1 = /** @type {(inputs: Layoutservice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutservice1 = de_ch2_layoutservice1;
export { layoutservice1 as "layoutService" }