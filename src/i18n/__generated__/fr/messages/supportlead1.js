/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const fr_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grâce à ces informations, notre service client retrouve votre session et peut vous aider pour toute question technique.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportlead1 = fr_supportlead1;
export { supportlead1 as "supportLead" }