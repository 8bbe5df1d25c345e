/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouttohome2Inputs */

const cs_layouttohome2 = /** @type {(inputs: Layouttohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na úvodní stránku`)
};

/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layouttohome2 = cs_layouttohome2;
export { layouttohome2 as "layoutToHome" }