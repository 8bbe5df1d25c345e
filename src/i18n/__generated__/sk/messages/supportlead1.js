/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const sk_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podľa týchto údajov nájde náš zákaznícky servis Vašu reláciu a môže Vám pomôcť s technickými otázkami.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportlead1 = sk_supportlead1;
export { supportlead1 as "supportLead" }