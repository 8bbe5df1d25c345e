/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutservice1Inputs */

const fr_layoutservice1 = /** @type {(inputs: Layoutservice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutservice1 = fr_layoutservice1;
export { layoutservice1 as "layoutService" }