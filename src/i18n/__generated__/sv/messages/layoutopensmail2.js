/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const sv_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öppnar ditt e-postprogram`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = sv_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }