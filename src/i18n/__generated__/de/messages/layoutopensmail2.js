/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensmail2Inputs */

const de_layoutopensmail2 = /** @type {(inputs: Layoutopensmail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öffnet Ihr E-Mail-Programm`)
};

/**

* @param {Layoutopensmail2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutopensmail2 = de_layoutopensmail2;
export { layoutopensmail2 as "layoutOpensMail" }