/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const cs_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otevře Váš e-mailový program`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = cs_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }