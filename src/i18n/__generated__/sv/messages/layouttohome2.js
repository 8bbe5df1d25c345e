/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouttohome2Inputs */

const sv_layouttohome2 = /** @type {(inputs: Layouttohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till startsidan`)
};

/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layouttohome2 = sv_layouttohome2;
export { layouttohome2 as "layoutToHome" }