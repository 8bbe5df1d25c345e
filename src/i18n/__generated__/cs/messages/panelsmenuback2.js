/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuback2Inputs */

const cs_panelsmenuback2 = /** @type {(inputs: Panelsmenuback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zpět`)
};

/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsmenuback2 = cs_panelsmenuback2;
export { panelsmenuback2 as "panelsMenuBack" }