/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const de_ch2_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Zum Hauptinhalt springen`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Produktkategorien überspringen`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Produktempfehlungen überspringen`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Kategorieempfehlungen überspringen`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Inspirationstext überspringen`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = de_ch2_layoutskip1;
export { layoutskip1 as "layoutSkip" }