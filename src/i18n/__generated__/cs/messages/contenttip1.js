/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttip1Inputs */

const cs_contenttip1 = /** @type {(inputs: Contenttip1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip`)
};

/**

* @param {Contenttip1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contenttip1 = cs_contenttip1;
export { contenttip1 as "contentTip" }