/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Layoutsearchresults2Inputs */

const de_ch2_layoutsearchresults2 = /** @type {(inputs: Layoutsearchresults2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de-CH", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Ergebnis verfügbar.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Ergebnisse verfügbar.`);
	return /** @type {LocalizedString} */ ("layoutSearchResults");
};

/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutsearchresults2 = de_ch2_layoutsearchresults2;
export { layoutsearchresults2 as "layoutSearchResults" }