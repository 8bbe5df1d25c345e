/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutservice1Inputs */

const sk_layoutservice1 = /** @type {(inputs: Layoutservice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Služby`)
};

/**

* @param {Layoutservice1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutservice1 = sk_layoutservice1;
export { layoutservice1 as "layoutService" }