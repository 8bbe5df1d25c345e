/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const sk_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otvorí Váš e-mailový program`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = sk_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }