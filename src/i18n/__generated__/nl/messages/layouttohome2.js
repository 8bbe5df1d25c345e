/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouttohome2Inputs */

const nl_layouttohome2 = /** @type {(inputs: Layouttohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar de homepage`)
};

/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouttohome2 = nl_layouttohome2;
export { layouttohome2 as "layoutToHome" }