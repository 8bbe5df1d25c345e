/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutservice1Inputs */

const cs_layoutservice1 = /** @type {(inputs: Layoutservice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Služby`)
};

/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutservice1 = cs_layoutservice1;
export { layoutservice1 as "layoutService" }