/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const cs_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podle těchto údajů najde náš zákaznický servis Vaši relaci a může Vám pomoci s technickými dotazy.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportlead1 = cs_supportlead1;
export { supportlead1 as "supportLead" }