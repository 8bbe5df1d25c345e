/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const nl_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`opent je e-mailprogramma`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = nl_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }