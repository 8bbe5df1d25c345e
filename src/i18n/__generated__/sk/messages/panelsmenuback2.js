/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuback2Inputs */

const sk_panelsmenuback2 = /** @type {(inputs: Panelsmenuback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Späť`)
};

/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsmenuback2 = sk_panelsmenuback2;
export { panelsmenuback2 as "panelsMenuBack" }