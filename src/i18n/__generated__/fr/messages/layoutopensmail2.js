/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const fr_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouvre votre messagerie`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = fr_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }